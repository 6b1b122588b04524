/**
 * Tabs with the WAI-ARIA pattern: a tablist of buttons, arrow keys / Home / End move between
 * tabs (automatic activation), only the active tab is in the tab order, panels are labelled.
 * Inactive panels are not rendered, so their data loads only when first opened.
 */
import {
	useId,
	useRef,
	useState,
	type KeyboardEvent,
	type ReactNode,
} from 'react';
import styled from 'styled-components';
import { media } from '../theme/theme';
import { classNames } from './class-names';

export interface TabDefinition {
	id: string;
	label: string;
	render: () => ReactNode;
}

const List = styled.div`
	display: flex;
	gap: 0.25rem;
	border-bottom: 2px solid ${ ( { theme } ) => theme.colors.border };
	overflow-x: auto;
`;

// On a phone the tabs share the row and their labels may wrap: kept on one line, the second tab
// ran out of the card ("Top Don…" at 412 px, worse in German) and was found only by swiping.
const Tab = styled.button< { $isActive: boolean } >`
	flex: 1 1 0;
	min-width: 0;
	padding: 0.75rem 0.5rem;
	margin-bottom: -2px;
	font: inherit;
	font-weight: 700;
	background: none;
	border: 0;
	border-bottom: 3px solid
		${ ( { theme, $isActive } ) =>
			$isActive ? theme.colors.primarySurface : 'transparent' };
	color: ${ ( { theme, $isActive } ) =>
		$isActive ? theme.colors.text : theme.colors.muted };
	cursor: pointer;
	overflow-wrap: anywhere;
	hyphens: auto;

	${ media.medium } {
		flex: none;
		padding: 0.75rem 1.25rem;
		white-space: nowrap;
	}

	&:hover {
		color: ${ ( { theme } ) => theme.colors.text };
	}
`;

const Panel = styled.div`
	padding-top: ${ ( { theme } ) => theme.spacer }px;
`;

interface TabsProps {
	tabs: TabDefinition[];
	label: string;
	initialTabId?: string;
	className?: string;
}

export function Tabs( { tabs, label, initialTabId, className }: TabsProps ) {
	const baseId = useId();
	const [ activeId, setActiveId ] = useState(
		initialTabId ?? tabs[ 0 ]?.id ?? ''
	);
	const tabRefs = useRef< Record< string, HTMLButtonElement | null > >( {} );
	const active = tabs.find( ( tab ) => tab.id === activeId ) ?? tabs[ 0 ];

	const activate = ( index: number ) => {
		const tab = tabs[ ( index + tabs.length ) % tabs.length ];
		if ( tab ) {
			setActiveId( tab.id );
			tabRefs.current[ tab.id ]?.focus();
		}
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const index = tabs.findIndex( ( tab ) => tab.id === active?.id );
		const moves: Record< string, number > = {
			ArrowRight: index + 1,
			ArrowLeft: index - 1,
			Home: 0,
			End: tabs.length - 1,
		};
		const next = moves[ event.key ];
		if ( next !== undefined ) {
			event.preventDefault();
			activate( next );
		}
	};

	return (
		<div className={ classNames( 'p2p-tabs', className ) }>
			<List role="tablist" aria-label={ label }>
				{ tabs.map( ( tab ) => {
					const isActive = tab.id === active?.id;
					return (
						<Tab
							key={ tab.id }
							ref={ ( node ) => {
								tabRefs.current[ tab.id ] = node;
							} }
							type="button"
							role="tab"
							id={ `${ baseId }-tab-${ tab.id }` }
							aria-selected={ isActive }
							aria-controls={ `${ baseId }-panel-${ tab.id }` }
							tabIndex={ isActive ? 0 : -1 }
							$isActive={ isActive }
							className={ isActive ? 'is-active' : undefined }
							onClick={ () => setActiveId( tab.id ) }
							onKeyDown={ onKeyDown }
						>
							{ tab.label }
						</Tab>
					);
				} ) }
			</List>
			{ active && (
				<Panel
					role="tabpanel"
					id={ `${ baseId }-panel-${ active.id }` }
					aria-labelledby={ `${ baseId }-tab-${ active.id }` }
					tabIndex={ 0 }
				>
					{ active.render() }
				</Panel>
			) }
		</div>
	);
}
