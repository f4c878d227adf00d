// The kit's one breakpoint: a phone's width (spec: works from 360 px wide). There the modal is a
// bottom sheet and the pairing view speaks to someone holding the phone.
export const phoneScreen = 'screen and (max-width: 430px)'
