/**
 * The entry of the script the WebDriver engine puts in each document it reads (page-scripts.ts): the
 * finder, under one name of the page's window that no site uses.
 */
import { isShown, resolve } from "./finder";

Object.defineProperty(window, "__specFinder", { value: { resolve, isShown }, configurable: true });
