// The message at the top of a sign-in or password page when there is nothing to send or the API
// refused what was sent (the form's submit error); nothing without a message.
export function FormAlert({ message }: { message: unknown }) {
  if (!message) return null;
  return (
    <p className="sh-login__error" role="alert">
      {message as string}
    </p>
  );
}
