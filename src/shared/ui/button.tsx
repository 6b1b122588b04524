/**
 * Buttons in three sizes and two colours (spec §9). `buttonStyles` lets an app style its router
 * links as buttons without shared code depending on the router.
 */
import styled, { css } from 'styled-components';

export type ButtonSize = 'tiny' | 'small' | 'medium';
export type ButtonColor = 'primary' | 'secondary';
export type ButtonVariant = 'solid' | 'outline';

export interface ButtonStyleProps {
	$size?: ButtonSize;
	$color?: ButtonColor;
	$variant?: ButtonVariant;
	$isWide?: boolean;
}

const PADDING: Record< ButtonSize, string > = {
	tiny: '0.25rem 0.625rem',
	small: '0.5rem 1rem',
	medium: '0.8rem 1.6rem',
};

const FONT_SIZE: Record< ButtonSize, string > = {
	tiny: '0.75rem',
	small: '0.875rem',
	medium: '1rem',
};

export const buttonStyles = css< ButtonStyleProps >`
	display: inline-flex;
	align-items: center;
	justify-content: center;
	gap: 0.5em;
	min-height: ${ ( { $size = 'medium' } ) => ( $size === 'tiny' ? '28px' : '44px' ) };
	padding: ${ ( { $size = 'medium' } ) => PADDING[ $size ] };
	font-family: inherit;
	font-size: ${ ( { $size = 'medium' } ) => FONT_SIZE[ $size ] };
	font-weight: 700;
	line-height: 1.2;
	text-align: center;
	text-decoration: none;
	border-radius: ${ ( { theme } ) => theme.radius.pill };
	border: 2px solid transparent;
	cursor: pointer;
	transition:
		filter 0.15s ease,
		box-shadow 0.15s ease;
	width: ${ ( { $isWide } ) => ( $isWide ? '100%' : 'auto' ) };

	${ ( { theme, $color = 'primary', $variant = 'solid' } ) => {
		const surface =
			$color === 'primary'
				? theme.colors.primarySurface
				: theme.colors.secondarySurface;
		const onSurface =
			$color === 'primary'
				? theme.colors.onPrimary
				: theme.colors.onSecondary;
		return $variant === 'solid'
			? css`
					background: ${ surface };
					color: ${ onSurface };
				`
			: css`
					background: ${ theme.colors.surface };
					color: ${
						$color === 'primary'
							? theme.colors.primaryText
							: theme.colors.secondaryText
					};
					border-color: currentColor;
				`;
	} }

	&:hover:not(:disabled) {
		filter: brightness( 0.92 );
		box-shadow: ${ ( { theme } ) => theme.shadow.card };
	}

	&:disabled,
	&[aria-disabled='true'] {
		cursor: not-allowed;
		opacity: 0.6;
	}
`;

export const Button = styled.button.attrs< ButtonStyleProps >( ( props ) => ( {
	type: props.type ?? 'button',
} ) )< ButtonStyleProps >`
	${ buttonStyles }
`;

export const ButtonAnchor = styled.a< ButtonStyleProps >`
	${ buttonStyles }
`;
