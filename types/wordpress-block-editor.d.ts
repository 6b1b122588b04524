/**
 * The few block-editor APIs src/blocks/editor.tsx uses. They are WordPress's own scripts
 * (wp.blocks, wp.blockEditor, wp.components, wp.serverSideRender), never bundled: the dependency
 * extraction plugin turns these imports into those globals, so the packages are not installed
 * and these declarations stand in for their types.
 */
declare module '@wordpress/blocks' {
	import type { ComponentType } from 'react';

	export type BlockEditProps< T > = {
		attributes: T;
		setAttributes: ( next: Partial< T > ) => void;
		name: string;
	};

	export function registerBlockType< T extends Record< string, unknown > >(
		name: string,
		settings: {
			edit: ComponentType< BlockEditProps< T > >;
			save: () => null;
		}
	): unknown;
}

declare module '@wordpress/block-editor' {
	import type { ReactNode } from 'react';

	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;
	export function InspectorControls( props: {
		children: ReactNode;
	} ): JSX.Element;
}

declare module '@wordpress/components' {
	import type { ReactNode } from 'react';

	export function PanelBody( props: {
		title: string;
		initialOpen?: boolean;
		children: ReactNode;
	} ): JSX.Element;
	export function Placeholder( props: {
		icon?: string;
		label: string;
		instructions?: string;
		children?: ReactNode;
	} ): JSX.Element;
	export function SelectControl( props: {
		label: string;
		value: string;
		options: Array< { label: string; value: string; disabled?: boolean } >;
		onChange: ( value: string ) => void;
		help?: string;
		__nextHasNoMarginBottom?: boolean;
	} ): JSX.Element;
	export function RangeControl( props: {
		label: string;
		value: number;
		min: number;
		max: number;
		onChange: ( value?: number ) => void;
		__nextHasNoMarginBottom?: boolean;
	} ): JSX.Element;
	export function TextControl( props: {
		label: string;
		value: string;
		onChange: ( value: string ) => void;
		help?: string;
		type?: string;
		__nextHasNoMarginBottom?: boolean;
	} ): JSX.Element;
}

declare module '@wordpress/server-side-render' {
	export default function ServerSideRender( props: {
		block: string;
		attributes: Record< string, unknown >;
	} ): JSX.Element;
}
