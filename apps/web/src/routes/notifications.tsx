export function Component() {
  return <main>TODO notifications</main>;
}
