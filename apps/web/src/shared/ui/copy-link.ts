import { toast } from './toast.tsx';

/**
 * Puts text on the clipboard: the Clipboard API where the page may use it, else the older
 * selection-and-copy way (plain http on a LAN address, older browsers). Resolves false when
 * neither worked, so the caller can show the text instead.
 */
export async function copyText(value: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // Fall through to the selection way (permission refused, document not focused).
  }
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // execCommand is deprecated but remains the only way without the Clipboard API.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies the full address of one of our pages (`path`, e.g. a business or product link) and says
 * so; when it cannot be copied, the message shows the address to copy by hand.
 */
export async function copyLink(path: string, copied: string, failed: (url: string) => string): Promise<void> {
  const url = new URL(path, window.location.origin).href;
  if (await copyText(url)) toast.success(copied);
  else toast.error(failed(url));
}
