/**
 * Raised-of-goal with a progress bar, then a row of figures. Used for the campaign, and ready
 * for teams and fundraisers.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useFormat } from '../../shared/app-services';
import { media } from '../../shared/theme/theme';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { classNames } from '../../shared/ui/class-names';

const Bar = styled.div`
	display: grid;
	gap: 1rem;
	padding: ${ ( { theme } ) => theme.spacer * 1.5 }px;
	background: ${ ( { theme } ) => theme.colors.surface };
	border-radius: ${ ( { theme } ) => theme.radius.large };
	box-shadow: ${ ( { theme } ) => theme.shadow.card };
`;

const Headline = styled.p`
	display: flex;
	flex-wrap: wrap;
	align-items: baseline;
	gap: 0.25rem 0.75rem;
	margin: 0;
`;

const Raised = styled.strong`
	font-size: 2rem;
	line-height: 1.1;
`;

const Goal = styled.span`
	color: ${ ( { theme } ) => theme.colors.muted };
`;

const Percentage = styled.span`
	margin-left: auto;
	font-weight: 700;
	color: ${ ( { theme } ) => theme.colors.text };
`;

const Figures = styled.dl`
	display: grid;
	grid-template-columns: repeat( 2, minmax( 0, 1fr ) );
	gap: 1rem;
	margin: 0;

	${ media.medium } {
		grid-template-columns: repeat( 4, minmax( 0, 1fr ) );
	}
`;

const Figure = styled.div`
	display: flex;
	flex-direction: column-reverse;
	padding: 0.75rem;
	background: ${ ( { theme } ) => theme.colors.background };
	border-radius: ${ ( { theme } ) => theme.radius.medium };
	/* Two figures share a 412 px wide row: a long word ("Spendensammler") or a large sum breaks
	   inside the box (hyphenated where the browser can) instead of running out of it. */
	overflow-wrap: anywhere;
	hyphens: auto;

	/* Set in full: classic themes style dt bold and indent dd (Twenty Twenty-One: 40 px). */
	dt {
		font-size: ${ ( { theme } ) => theme.font.sizes.small };
		font-weight: 400;
		color: ${ ( { theme } ) => theme.colors.muted };
	}

	dd {
		margin: 0;
		padding: 0;
		font-size: 1.25rem;
		font-weight: 700;
	}
`;

export interface StatFigure {
	label: string;
	value: string;
}

interface StatBarProps {
	raised: number;
	goal: number;
	percentage: number;
	figures: StatFigure[];
	progressLabel: string;
	className?: string;
	/** Shown at the end of the headline, e.g. the campaign's countdown. */
	aside?: ReactNode;
	/** Shown under the progress bar, e.g. the activity logged (ActivityProgress). */
	activity?: ReactNode;
}

export function StatBar( {
	raised,
	goal,
	percentage,
	figures,
	progressLabel,
	className,
	aside,
	activity,
}: StatBarProps ) {
	const format = useFormat();
	const valueText = sprintf(
		/* translators: 1: amount raised, 2: goal amount. */
		__( '%1$s raised of %2$s goal', 'p2p-fundraising' ),
		format.money( raised ),
		format.money( goal )
	);
	return (
		<Bar className={ classNames( 'p2p-stat-bar', className ) }>
			<Headline>
				<Raised>{ format.money( raised ) }</Raised>
				<Goal>
					{ sprintf(
						/* translators: %s: goal amount. */
						__( 'raised of %s goal', 'p2p-fundraising' ),
						format.money( goal )
					) }
				</Goal>
				{ percentage > 0 && (
					<Percentage>{ format.percentage( percentage ) }</Percentage>
				) }
				{ aside }
			</Headline>
			<ProgressBar
				percent={ percentage }
				valueText={ valueText }
				label={ progressLabel }
			/>
			{ activity }
			<Figures>
				{ figures.map( ( figure ) => (
					<Figure key={ figure.label }>
						<dt>{ figure.label }</dt>
						<dd>{ figure.value }</dd>
					</Figure>
				) ) }
			</Figures>
		</Bar>
	);
}
