/**
 * A saved reply put into the reply box without losing what was typed there: the browser
 * (components/staff/inbox/ReplyForm.client.tsx) and the server, for a browser without
 * JavaScript (lib/staff/reply-forms.ts), join them by this one rule. What was typed stays, with
 * the saved reply after it; an empty box, or one that still holds a saved reply as it came (a
 * choice being changed), takes the saved reply in its place. Line ends are compared and written
 * as `\n`: a posted textarea sends `\r\n`.
 */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');

export function withSavedReply(
  typed: string,
  saved: { title: string; text: string },
  allSaved: readonly string[],
): { text: string; message: string } {
  const box = lines(typed).trimEnd();
  const untouched = allSaved.some((text) => lines(text).trim() === box.trim());
  return box.trim() === '' || untouched
    ? {
        text: lines(saved.text),
        message: `“${saved.title}” is in the box: edit it if needed, then send.`,
      }
    : {
        text: `${box}\n\n${lines(saved.text)}`,
        message: `“${saved.title}” is added after what you typed: read it through, then send.`,
      };
}
