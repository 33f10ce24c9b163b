export function Component() {
  return <main>TODO forgot-password</main>;
}
