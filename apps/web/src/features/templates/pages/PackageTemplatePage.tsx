export default function PackageTemplatePage() {
  return null;
}
