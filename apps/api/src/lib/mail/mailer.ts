export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** Sends one message; resolves once the transport has accepted it. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};
