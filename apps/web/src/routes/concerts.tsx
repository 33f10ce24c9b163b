export function Component() {
  return <main>TODO concerts</main>;
}
