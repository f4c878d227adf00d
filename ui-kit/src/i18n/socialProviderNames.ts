// The social login providers by name: brand names, written the same in every locale, so each
// catalogue takes them from here (one may still name a provider its own way).

export const socialProviderNames = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
}
