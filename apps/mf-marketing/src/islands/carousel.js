// The hero carousel's island (decision 025): inlined by the composer into a page whose
// markup says data-island="carousel", it makes the pre-rendered still slides a carousel
// before the app arrives: autoplay every data-autoplay-ms, looping, a bullet's tap, click
// or key, and the pause button. When the app's HeroCarousel takes over (jac:hand-over) it
// stops and replies where it is: the slide shown, whether it plays, and how much of that
// slide's time has passed, once a move under way has ended, so Swiper starts there without
// a jump and moves on when the island would have.
(() => {
  const MOVE_MS = 500;
  const PAUSE_ICON = 'M7 5h3v14H7zM14 5h3v14h-3z';
  const PLAY_ICON = 'M8 5v14l11-7z';
  const ACTIVE = 'swiper-pagination-bullet-active';
  const stillByChoice = matchMedia('(prefers-reduced-motion: reduce)').matches;

  const run = (region) => {
    const wrapper = region.querySelector('.swiper-wrapper');
    const bullets = [...region.querySelectorAll('.swiper-pagination-bullet')];
    const button = region.querySelector('[data-play-pause]');
    const delay = Number(region.dataset.autoplayMs);
    if (!wrapper || bullets.length < 2 || !(delay > MOVE_MS)) return;
    let slide = 0;
    let playing = !stillByChoice;
    // When the island last started counting a slide's time: a move, or a chosen slide.
    let countedFrom = performance.now();
    let moveEnds = 0;
    let timer;
    // Set once the app asks for the carousel: no more autoplay, but a tap still answers.
    let handingOver = false;

    const show = (index) => {
      slide = (index + bullets.length) % bullets.length;
      moveEnds = performance.now() + MOVE_MS;
      wrapper.style.transitionDuration = `${MOVE_MS}ms`;
      wrapper.style.transform = `translate3d(${-100 * slide}%, 0, 0)`;
      bullets.forEach((bullet, each) => {
        bullet.classList.toggle(ACTIVE, each === slide);
        if (each === slide) bullet.setAttribute('aria-current', 'true');
        else bullet.removeAttribute('aria-current');
      });
    };
    // As Swiper's autoplay: a new slide every `delay`, counted again after a chosen one.
    const schedule = () => {
      clearTimeout(timer);
      countedFrom = performance.now();
      if (playing && !handingOver) timer = setTimeout(next, delay);
    };
    const next = () => {
      // A carousel the page no longer shows (the visitor moved on) plays no more.
      if (!region.isConnected) return;
      show(slide + 1);
      schedule();
    };
    const choose = (index) => {
      if (index !== slide) show(index);
      schedule();
    };
    const drawButton = () => {
      if (!button) return;
      button.setAttribute(
        'aria-label',
        playing ? region.dataset.pauseLabel : region.dataset.playLabel,
      );
      button.querySelector('path')?.setAttribute('d', playing ? PAUSE_ICON : PLAY_ICON);
    };

    const onClick = (event) => {
      const bullet = event.target.closest?.('.swiper-pagination-bullet');
      if (bullet && bullets.includes(bullet)) choose(bullets.indexOf(bullet));
      else if (button?.contains(event.target)) {
        playing = !playing;
        drawButton();
        schedule();
      }
    };
    const onKey = (event) => {
      const index = bullets.indexOf(event.target);
      if (index < 0 || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      choose(index);
    };
    // The island answers the visitor until it replies, once no move is under way.
    const onHandOver = (event) => {
      event.preventDefault();
      region.removeEventListener('jac:hand-over', onHandOver);
      handingOver = true;
      clearTimeout(timer);
      const finish = () => {
        const moving = moveEnds - performance.now();
        if (moving > 0) {
          setTimeout(finish, moving);
          return;
        }
        region.removeEventListener('click', onClick);
        region.removeEventListener('keydown', onKey);
        region.removeAttribute('data-island-live');
        event.detail.reply({ slide, playing, elapsedMs: performance.now() - countedFrom });
      };
      finish();
    };

    region.addEventListener('click', onClick);
    region.addEventListener('keydown', onKey);
    region.addEventListener('jac:hand-over', onHandOver);
    // Tells the app's component that the island answers the visitor until it takes over.
    region.setAttribute('data-island-live', '');
    drawButton();
    schedule();
  };

  for (const region of document.querySelectorAll('[data-island="carousel"]')) run(region);
})();
