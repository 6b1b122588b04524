/**
 * A round picture of a team or fundraiser; a placeholder with initials when none was uploaded.
 * Decorative: the name is always printed next to it.
 */
import styled from 'styled-components';
import { classNames } from './class-names';

const Frame = styled.span< { $size: number } >`
	display: inline-flex;
	flex: none;
	align-items: center;
	justify-content: center;
	width: ${ ( { $size } ) => $size }px;
	height: ${ ( { $size } ) => $size }px;
	border-radius: 50%;
	overflow: hidden;
	background: ${ ( { theme } ) => theme.colors.secondarySurface };
	color: ${ ( { theme } ) => theme.colors.onSecondary };
	font-weight: 700;
	font-size: ${ ( { $size } ) => Math.round( $size / 2.6 ) }px;
	letter-spacing: 0.02em;

	/* Cropped to fill the circle, never letterboxed; doubled class: a theme's img rule must not win. */
	&& img {
		width: 100%;
		height: 100%;
		max-width: none;
		object-fit: cover;
	}
`;

export function initialsOf( name: string ): string {
	const words = name.trim().split( /\s+/ ).filter( Boolean );
	// By code point, so an emoji or other astral character is not cut in half.
	const initial = ( word = '' ) => Array.from( word )[ 0 ] ?? '';
	const first = initial( words[ 0 ] );
	const last = words.length > 1 ? initial( words[ words.length - 1 ] ) : '';
	return ( first + last ).toUpperCase() || '?';
}

interface AvatarProps {
	name: string;
	src?: string;
	size?: number;
	className?: string;
}

export function Avatar( { name, src, size = 64, className }: AvatarProps ) {
	return (
		<Frame
			className={ classNames( 'p2p-avatar', className ) }
			$size={ size }
			aria-hidden="true"
		>
			{ src ? (
				<img
					src={ src }
					alt=""
					width={ size }
					height={ size }
					loading="lazy"
				/>
			) : (
				initialsOf( name )
			) }
		</Frame>
	);
}
