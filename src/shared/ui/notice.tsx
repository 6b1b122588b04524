/**
 * Inline messages: an error under a form, the administrators' warning banner, a status line.
 * Errors and warnings are announced assertively, the rest politely.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { classNames } from './class-names';

export type NoticeType = 'error' | 'warning' | 'success' | 'info';

const Box = styled.div< { $type: NoticeType } >`
	padding: 0.75rem 1rem;
	border-left: 4px solid
		${ ( { theme, $type } ) =>
			( {
				error: theme.colors.danger,
				warning: theme.colors.warning,
				success: theme.colors.success,
				info: theme.colors.info,
			} )[ $type ] };
	background: ${ ( { theme, $type } ) =>
		( {
			error: theme.colors.dangerSurface,
			warning: theme.colors.warningSurface,
			success: theme.colors.successSurface,
			info: theme.colors.infoSurface,
		} )[ $type ] };
	color: ${ ( { theme } ) => theme.colors.text };
	border-radius: ${ ( { theme } ) => theme.radius.small };
`;

interface NoticeProps {
	type: NoticeType;
	children: ReactNode;
	className?: string;
}

export function Notice( { type, children, className }: NoticeProps ) {
	const isUrgent = type === 'error' || type === 'warning';
	return (
		<Box
			$type={ type }
			role={ isUrgent ? 'alert' : 'status' }
			className={ classNames(
				'p2p-notice',
				`p2p-notice--${ type }`,
				className
			) }
		>
			{ children }
		</Box>
	);
}
