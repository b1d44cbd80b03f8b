/**
 * The Design tab's tools, in their toolbar order: one object per tool (./tool.ts). A new tool is
 * a file here and one entry in this list (its button, key and cursor follow).
 */
import { DrawTool } from './draw';
import { FrameTool } from './frame';
import { NameTool } from './name';
import { PiecesTool } from './pieces';
import { SelectTool } from './select';
import type { Tool } from './tool';

export type { Tool } from './tool';

/** A fresh set of the tools (each keeps its gesture's state), in toolbar order. */
export function makeTools(): Tool[] {
  return [new DrawTool(), new SelectTool(), new NameTool(), new PiecesTool(), new FrameTool()];
}
