/**
 * A goal progress bar, announced with its value. The fill is hidden at zero and never narrower
 * than 25 px otherwise, so a small first donation is still visible (spec §2, §9).
 */
import { __ } from '@wordpress/i18n';
import styled from 'styled-components';
import { classNames } from './class-names';

const Track = styled.div< { $height: number } >`
	position: relative;
	width: 100%;
	height: ${ ( { $height } ) => $height }px;
	background: ${ ( { theme } ) => theme.colors.border };
	border-radius: ${ ( { theme } ) => theme.radius.pill };
	overflow: hidden;
`;

const Fill = styled.div< { $percent: number } >`
	height: 100%;
	width: ${ ( { $percent } ) => Math.min( 100, $percent ) }%;
	min-width: ${ ( { theme } ) => theme.progressMinFill };
	background: linear-gradient(
		90deg,
		${ ( { theme } ) => theme.colors.goalStart },
		${ ( { theme } ) => theme.colors.goalEnd }
	);
	border-radius: inherit;
	transition: width 0.6s ease;

	@media ( prefers-reduced-motion: reduce ) {
		transition: none;
	}
`;

interface ProgressBarProps {
	/** Raised as a percentage of the goal; may exceed 100. */
	percent: number;
	/** Human description of the value, e.g. "$1,250 raised of $5,000 goal". */
	valueText: string;
	label?: string;
	height?: number;
	className?: string;
}

export function ProgressBar( {
	percent,
	valueText,
	label = __( 'Fundraising progress', 'p2p-fundraising' ),
	height = 12,
	className,
}: ProgressBarProps ) {
	const safe = Number.isFinite( percent ) ? Math.max( 0, percent ) : 0;
	return (
		<Track
			className={ classNames( 'p2p-progress', className ) }
			$height={ height }
			role="progressbar"
			aria-label={ label }
			aria-valuemin={ 0 }
			aria-valuemax={ 100 }
			aria-valuenow={ Math.min( 100, Math.round( safe ) ) }
			aria-valuetext={ valueText }
		>
			{ safe > 0 && (
				<Fill $percent={ safe } data-testid="progress-fill" />
			) }
		</Track>
	);
}
