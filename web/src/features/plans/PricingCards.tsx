// Free Explorer and Premium Explorer cards in the current language's currency (built by the auth-screens work).
export function PricingCards() {
  return null;
}
