/**
 * The component loaders of the tide, soil, past weather and air temperature modules, in a chunk
 * of their own. Every module's entry is in the app chunk, and a direct `import()` there carries
 * the component's chunk and CSS names and dependency list (about 80 bytes gzip a module): these
 * entries import this file instead, so the app chunk pays once for five modules and a page loads
 * only the chunks of the modules it uses (bench: JS before interaction on /national).
 */
export const tideForecast = () => import('../tide-forecast/TideForecast.tsx');
export const pastWeather = () => import('../past-weather/PastWeather.tsx');
export const soilMoisture = () => import('../soil-moisture/SoilMoisture.tsx');
export const soilTemperature = () => import('../soil-temperature/SoilTemperature.tsx');
export const compare = () => import('../compare/Compare.tsx');
export const videoPlayer = () => import('../video-player/VideoPlayer.tsx');
export const airTemperatureMap = () => import('../air-temperature-map/AirTemperatureMap.tsx');
