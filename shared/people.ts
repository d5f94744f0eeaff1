/** Friend display name: first name plus last initial ("Maya R."). */
export function friendName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** Testimonials shown: 6 on extra-small screens (< 600 px), 8 on small ones (< 960 px), else all. */
export function testimonialLimit(viewportWidth: number): number {
  if (viewportWidth < 600) return 6;
  if (viewportWidth < 960) return 8;
  return Infinity;
}

/** "© 2014–2026": the copyright runs from 2014 to the current year. */
export function copyrightYears(currentYear: number): string {
  return currentYear > 2014 ? `2014–${currentYear}` : '2014';
}

/** The property list's Manager column: first and last name, plus the e-mail in parentheses when present. */
export function managerLabel(firstName: string, lastName: string, email: string): string {
  const name = [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
  return [name, email.trim() && `(${email.trim()})`].filter(Boolean).join(' ');
}

/** A person's full name, the one way every screen, mail and document writes it: first and last name ('' when neither is known). */
export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
}

/** A person as records name them: their full name, else their e-mail. */
export function personName(firstName: string | null | undefined, lastName: string | null | undefined, email: string): string {
  return fullName(firstName, lastName) || email;
}
