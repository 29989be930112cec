// The Content-Security-Policy allows a page's inline <style> and loader <script> by their
// sha256, never by 'unsafe-inline'.
import { createHash } from 'node:crypto';

export const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
