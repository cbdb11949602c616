import type { UserEvent } from '@testing-library/user-event';

/**
 * Enters `text` into an empty field the way a paste does: a click on the field, then one input
 * event with the whole text. `user.type` sends one key (and one render of the form) per
 * character; use it where the keystrokes are what a test is about (masks, filters, shortcuts),
 * and this where a test only needs the value in the field.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
