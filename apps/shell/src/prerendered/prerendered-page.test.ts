import { describe, expect, it } from 'vitest';
import { parsePrerenderedPage } from './prerendered-page';

const composed = (main: string) => `<!doctype html><html lang="en"><head>
<title>Contact · Jaipur Appliance Care</title>
<meta name="description" content="Book a repair">
<style>.shell{color:red}</style><style>.page{color:blue}</style>
</head><body><div id="root"><header>frame</header><main id="main" tabindex="-1">${main}</main></div>
<script type="application/json" id="jac-boot">{}</script></body></html>`;

describe('parsePrerenderedPage', () => {
  it("reads the composed page's main, title, description and inline CSS", () => {
    expect(parsePrerenderedPage(composed('<h1>Contact</h1><p>Call us</p>'))).toEqual({
      html: '<h1>Contact</h1><p>Call us</p>',
      title: 'Contact · Jaipur Appliance Care',
      description: 'Book a repair',
      css: '.shell{color:red}\n.page{color:blue}',
    });
  });

  it('finds no page in a document whose main is empty (the development server)', () => {
    expect(parsePrerenderedPage(composed(''))).toBeUndefined();
    expect(parsePrerenderedPage('<!doctype html><div id="root"></div>')).toBeUndefined();
  });
});
