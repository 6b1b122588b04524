/**
 * The top of a team or fundraiser page: picture (or initials), the page's heading, a line of
 * details and the owner's / visitor's actions.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../shared/theme/theme';
import { Avatar } from '../../shared/ui/avatar';
import { classNames } from '../../shared/ui/class-names';

const Header = styled.header`
	display: flex;
	flex-direction: column;
	align-items: center;
	gap: 1rem;
	margin-bottom: ${ ( { theme } ) => theme.spacer * 2 }px;
	padding: ${ ( { theme } ) => theme.spacer * 1.5 }px;
	text-align: center;
	background: ${ ( { theme } ) => theme.colors.surface };
	border-top: 6px solid ${ ( { theme } ) => theme.colors.primary };
	border-radius: ${ ( { theme } ) => theme.radius.large };
	box-shadow: ${ ( { theme } ) => theme.shadow.card };

	${ media.medium } {
		flex-direction: row;
		align-items: center;
		text-align: start;
	}
`;

const Body = styled.div`
	display: flex;
	flex: 1;
	flex-direction: column;
	gap: 0.5rem;
	min-width: 0;

	h1 {
		margin: 0;
		font-size: ${ ( { theme } ) => theme.font.sizes.xl };
		font-weight: 700;
		line-height: 1.2;
		overflow-wrap: anywhere;
	}
`;

const Details = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	justify-content: center;
	gap: 0.5rem 1rem;
	color: ${ ( { theme } ) => theme.colors.muted };

	${ media.medium } {
		justify-content: flex-start;
	}

	a {
		color: ${ ( { theme } ) => theme.colors.primaryText };
		font-weight: 600;
	}
`;

const Actions = styled.div`
	display: flex;
	flex-wrap: wrap;
	justify-content: center;
	gap: 0.5rem;
`;

interface EntityPageHeaderProps {
	title: string;
	name: string;
	image: string;
	details?: ReactNode;
	actions?: ReactNode;
	className?: string;
}

export function EntityPageHeader( {
	title,
	name,
	image,
	details,
	actions,
	className,
}: EntityPageHeaderProps ) {
	return (
		<Header className={ classNames( 'p2p-profile-header', className ) }>
			<Avatar name={ name } src={ image } size={ 120 } />
			<Body>
				<h1>{ title }</h1>
				{ details && <Details>{ details }</Details> }
			</Body>
			{ actions && <Actions>{ actions }</Actions> }
		</Header>
	);
}
