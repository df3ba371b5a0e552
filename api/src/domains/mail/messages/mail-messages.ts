/** The parts every e-mail is written from; {placeholders} are filled (and escaped) by the layout. */
export interface MailMessages {
  subject: string;
  greeting: string;
  body: string;
  /** The label of the one button (and the line before the plain-text link). */
  action: string;
  /** The closing line: what to do when the mail was not expected. */
  ignore: string;
}
