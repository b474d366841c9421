/** The project's own drawing of the brand mark (three diamonds) and wordmark. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 132 40" role="img" aria-label="Mitsubishi Motors" focusable="false">
      <g fill="#e60012">
        <path d="M20 2 26 12 20 22 14 12Z" />
        <path d="M14 22 20 32H8L2 22Z" />
        <path d="M26 22H38L32 32H20Z" />
      </g>
      {/* One text of two lines: its words are "MITSUBISHI MOTORS", with the space a voice user would
          say, inside the name of any link around it (WCAG 2.5.3, label in name). */}
      <text
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="11"
        fontWeight="700"
        fill="currentColor"
        letterSpacing="1.2"
      >
        <tspan x="44" y="18">
          MITSUBISHI
        </tspan>{" "}
        <tspan x="44" y="31">
          MOTORS
        </tspan>
      </text>
    </svg>
  );
}
