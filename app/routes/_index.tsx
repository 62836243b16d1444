export default function Landing() {
  return <h1>Start your windshield repair business</h1>;
}
