export function Component() {
  return <main>TODO reset-password</main>;
}
