/**
 * What the editor posts to a part's preview frame (a sandboxed frame on the part's own
 * origin) at each keystroke, and what the frame answers once it listens: a contract
 * between the editor and each part, so it lives in shared-types (owner-preview.ts), where
 * the parts meet.
 */
export {
  OWNER_PREVIEW_MESSAGE,
  OWNER_PREVIEW_READY,
  type PreviewMessage,
  type PreviewReady,
} from 'shared-types';
