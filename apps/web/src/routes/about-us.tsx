export function Component() {
  return <main>TODO about-us</main>;
}
