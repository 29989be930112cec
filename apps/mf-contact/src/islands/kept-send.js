// The enquiry form's island (decision 025): inlined by the composer into a page whose form
// says data-island="kept-send". Before the app arrives the form checks its fields with the
// browser's own validation (it has no novalidate) and a send pressed then is kept: the
// button says it is sending and takes no second press. When the app's form takes over
// (jac:hand-over) the island stops, takes back what it marked, and replies whether a send
// is kept; the app sends it once, with what the visitor typed. It marks attributes only:
// a text or an element of its own would not be what the app hydrates. Without JavaScript
// the button stays disabled, as the page drew it: nothing is sent half-way.
(() => {
  // How long a kept send waits for the app: then the form says it was not sent and the
  // button is the visitor's again, with everything typed still there, and the call and
  // WhatsApp buttons beside it.
  const PATIENCE_MS = 15000;
  for (const form of document.querySelectorAll('form[data-island="kept-send"]')) {
    const button = form.querySelector('button[type="submit"]');
    if (!button) continue;
    let kept = false;
    let patience;
    const unmark = () => {
      button.removeAttribute('data-kept-send');
      button.removeAttribute('aria-label');
      form.removeAttribute('data-not-sent');
      form.setAttribute('aria-busy', 'false');
    };
    // The stylesheet says, under the form, that it was not sent (data-not-sent).
    const giveBack = () => {
      kept = false;
      unmark();
      form.setAttribute('data-not-sent', '');
      button.disabled = false;
    };
    const onSubmit = (event) => {
      event.preventDefault();
      // Not the app's to see: its handler is not there yet, and must not send it twice.
      event.stopPropagation();
      if (kept) return;
      kept = true;
      form.removeAttribute('data-not-sent');
      button.disabled = true;
      // The stylesheet shows the sending label over the button's own (data-kept-send).
      button.setAttribute('data-kept-send', '');
      button.setAttribute('aria-label', form.dataset.sendingLabel ?? '');
      form.setAttribute('aria-busy', 'true');
      patience = setTimeout(giveBack, PATIENCE_MS);
    };
    const onHandOver = (event) => {
      event.preventDefault();
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('jac:hand-over', onHandOver);
      form.removeAttribute('data-island-live');
      clearTimeout(patience);
      unmark();
      // As the app drew it while hydrating: its own render enables it once the form holds
      // what was typed.
      button.disabled = true;
      event.detail.reply({ kept });
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('jac:hand-over', onHandOver);
    form.setAttribute('data-island-live', '');
    button.disabled = false;
  }
})();
