/**
 * The card of a team or fundraiser in grids and leaderboards (spec §2): avatar or placeholder,
 * name, optional badge, '{amount} raised of {goal} goal' with a progress bar when a goal is set,
 * and an optional view link rendered by the caller (router link or anchor).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useFormat } from '../app-services';
import { Avatar } from './avatar';
import { ProgressBar } from './progress-bar';
import { classNames } from './class-names';

const Card = styled.article`
	position: relative;
	display: flex;
	flex-direction: column;
	align-items: center;
	gap: 0.75rem;
	height: 100%;
	padding: ${ ( { theme } ) => theme.spacer }px;
	text-align: center;
	background: ${ ( { theme } ) => theme.colors.surface };
	border: 1px solid ${ ( { theme } ) => theme.colors.border };
	border-radius: ${ ( { theme } ) => theme.radius.medium };
	box-shadow: ${ ( { theme } ) => theme.shadow.card };
`;

const Name = styled.h3`
	margin: 0;
	font-size: 1.05rem;
	font-weight: 700;
	line-height: 1.3;
	overflow-wrap: anywhere;
`;

const Badge = styled.span`
	position: absolute;
	top: 0.75rem;
	left: 0.75rem;
	padding: 0.2rem 0.6rem;
	font-size: 0.75rem;
	font-weight: 700;
	border-radius: ${ ( { theme } ) => theme.radius.pill };
	background: ${ ( { theme } ) => theme.colors.goalDark };
	color: #ffffff;
`;

const Amounts = styled.p`
	margin: 0;
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	color: ${ ( { theme } ) => theme.colors.muted };

	strong {
		color: ${ ( { theme } ) => theme.colors.text };
	}
`;

const Footer = styled.div`
	margin-top: auto;
	width: 100%;
`;

interface FundraiserCardProps {
	name: string;
	image?: string;
	amount: number;
	goal?: number;
	badge?: string;
	/** Shown under the name (e.g. the fundraiser's badges). */
	details?: ReactNode;
	/** A link or button to the entity's page, e.g. "View Team". */
	action?: ReactNode;
	className?: string;
}

export function FundraiserCard( {
	name,
	image,
	amount,
	goal = 0,
	badge,
	details,
	action,
	className,
}: FundraiserCardProps ) {
	const format = useFormat();
	const raisedText = goal
		? sprintf(
				/* translators: 1: amount raised, 2: goal amount. */
				__( '%1$s raised of %2$s goal', 'p2p-fundraising' ),
				format.money( amount ),
				format.money( goal )
			)
		: sprintf(
				/* translators: %s: amount raised. */
				__( '%s raised', 'p2p-fundraising' ),
				format.money( amount )
			);
	return (
		<Card className={ classNames( 'p2p-fundraiser-card', className ) }>
			{ badge && (
				<Badge className="p2p-fundraiser-card__badge">{ badge }</Badge>
			) }
			<Avatar name={ name } src={ image } size={ 88 } />
			<Name>{ name }</Name>
			{ details }
			<Amounts>{ raisedText }</Amounts>
			{ goal > 0 && (
				<ProgressBar
					percent={ ( amount / goal ) * 100 }
					valueText={ raisedText }
					label={ sprintf(
						/* translators: %s: team or fundraiser name. */
						__( 'Progress of %s', 'p2p-fundraising' ),
						name
					) }
					height={ 8 }
				/>
			) }
			{ action && <Footer>{ action }</Footer> }
		</Card>
	);
}
