/**
 * An offline map of the visitor's country (world-atlas 1:110m outlines drawn with d3-geo; no map
 * tiles are downloaded) with the lander's members as pins, placed the same way on every visit.
 * Loaded only by the map lander (its own chunk: the outlines weigh ~100 KB).
 */
import { useMemo } from 'react';
import { geoContains, geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import styled from 'styled-components';
import type { ProfileCard } from '@dating/shared-contracts';
import { colors } from '@dating/shared-ui';
import { photoUrl } from './lander-data';

/** ISO 3166 alpha-2 → the numeric code world-atlas names countries by (the served countries). */
export const ATLAS_IDS: Record<string, string> = {
  US: '840', NL: '528', BE: '056', FR: '250', IT: '380', ES: '724', DE: '276', AT: '040', IE: '372', GB: '826',
  CA: '124', PL: '616', AU: '036', NZ: '554', CH: '756', DK: '208', FI: '246', NO: '578', SE: '752',
};

const WIDTH = 400;
const HEIGHT = 400;

const world = feature(atlas as unknown as Topology, (atlas as unknown as Topology).objects.countries as GeometryCollection) as FeatureCollection<Geometry>;

/** A small seeded generator (mulberry32), so pins sit in the same places on every visit. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` points inside the country, in a fixed order. */
export function pinsIn(country: Feature<Geometry>, count: number, bounds: [[number, number], [number, number]]): Array<[number, number]> {
  const next = seeded(count * 7919 + 17);
  const [[west, south], [east, north]] = bounds;
  const pins: Array<[number, number]> = [];
  for (let tries = 0; pins.length < count && tries < 2000; tries++) {
    const point: [number, number] = [west + next() * (east - west), south + next() * (north - south)];
    if (geoContains(country, point)) pins.push(point);
  }
  return pins;
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  border-radius: 24px;
  background: #d7eefa;
`;

/** The country's map with a photo pin per member. */
export default function WorldMap({ countryCode, profiles, label }: { countryCode: string; profiles: ProfileCard[]; label: string }) {
  const drawing = useMemo(() => {
    const country = world.features.find((f) => f.id === (ATLAS_IDS[countryCode] ?? ATLAS_IDS.NL));
    if (!country) return null;
    // Mainland framing: the US and others have far islands; fit to the country's own outline.
    const projection = geoMercator().fitExtent([[24, 24], [WIDTH - 24, HEIGHT - 24]], country);
    const path = geoPath(projection);
    const bounds = geoPath().bounds(country) as [[number, number], [number, number]];
    const pins = pinsIn(country, profiles.length, bounds).map((point) => projection(point)!);
    return { neighbours: world.features.map((f) => path(f) ?? ''), outline: path(country) ?? '', pins };
  }, [countryCode, profiles.length]);
  if (!drawing) return null;
  return (
    <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="member-map">
      <defs>
        <clipPath id="pin-clip"><circle r="18" /></clipPath>
      </defs>
      {drawing.neighbours.map((d, i) => <path key={i} d={d} fill="#eef2f6" stroke="#c3ccd6" strokeWidth={0.6} />)}
      <path d={drawing.outline} fill="#ffffff" stroke={colors.primary} strokeWidth={2} />
      {drawing.pins.map(([x, y], i) => {
        const url = profiles[i] ? photoUrl(profiles[i]!, true) : null;
        return (
          <g key={i} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
            <circle r="21" fill={colors.secondary} />
            {url && <image href={url} x={-18} y={-18} width={36} height={36} clipPath="url(#pin-clip)" />}
          </g>
        );
      })}
    </Svg>
  );
}
