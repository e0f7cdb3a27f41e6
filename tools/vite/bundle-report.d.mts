// Types for the apps' vite configs (their tsconfig does not check JavaScript); the implementation is bundle-report.mjs.
import type { Plugin } from 'vite';

export declare const BUNDLE_REPORT_FILE: string;
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: string[];
}
export interface BuildReport {
  chunks: ChunkInfo[];
  uiImports: Map<string, { source: string; names: string[] }[]>;
  outDir: string;
}
export declare function recorder(report: BuildReport): Plugin;
export declare function bundleReport(): Plugin;
export declare function readBundleReport(outDir: string): Promise<BuildReport | null>;
