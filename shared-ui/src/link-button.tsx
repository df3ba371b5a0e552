/**
 * A link that is the page's action ("back to the home page", "sign up for free", "download my
 * data"): it goes somewhere, so it is an <a>, but it wears the Button look of its meaning.
 * LinkButton takes an href; RouteButton a named route of the shared route table.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { buttonLook, type ButtonSize, type ButtonVariant } from './button-look';
import { RouteLink, type RouteLinkProps } from './route-link';

/** How a link-as-button looks: the Button's variant, size and full width. */
interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** An icon before the text (decorative: the text names the link). */
  icon?: ReactNode;
}

type LookProps = { $variant: ButtonVariant; $size: ButtonSize; $block: boolean };

const StyledAnchor = styled.a<LookProps>`
  ${({ $variant, $size, $block }) => buttonLook($variant, $size, $block)}
`;

const StyledRouteLink = styled(RouteLink)<LookProps>`
  ${({ $variant, $size, $block }) => buttonLook($variant, $size, $block)}
`;

/** Props of LinkButton: a native link plus the Button's look. */
export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement>, Look {
  href: string;
  children: ReactNode;
}

/** A link (href) in the look of a Button. */
export function LinkButton({ variant = 'primary', size = 'normal', block = false, icon, children, ...rest }: LinkButtonProps) {
  return (
    <StyledAnchor {...rest} $variant={variant} $size={size} $block={block} data-variant={variant}>
      {icon}
      {children}
    </StyledAnchor>
  );
}

/** Props of RouteButton: a RouteLink plus the Button's look. */
export type RouteButtonProps = RouteLinkProps & Look;

/** A link to a named route in the look of a Button. */
export function RouteButton({ variant = 'primary', size = 'normal', block = false, icon, children, ...rest }: RouteButtonProps) {
  return (
    <StyledRouteLink {...rest} $variant={variant} $size={size} $block={block} data-variant={variant}>
      {icon}
      {children}
    </StyledRouteLink>
  );
}
