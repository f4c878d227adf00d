import { type ButtonHTMLAttributes, forwardRef } from 'react'
import { button } from './Button.css'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly tone?: 'primary' | 'secondary' | 'ghost'
  readonly width?: 'auto' | 'full'
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, width, className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={`${button({ tone, width })} ${className ?? ''}`}
      {...props}
    />
  )
})
