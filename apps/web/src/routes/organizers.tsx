export function Component() {
  return <main>TODO organizers</main>;
}
