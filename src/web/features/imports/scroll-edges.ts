/** Whether a horizontally scrolling box has more content to the left or right of what it shows. */
export function scrollEdges(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): {
  left: boolean
  right: boolean
} {
  // One pixel of slack: zoomed pages report fractional widths.
  return {
    left: box.scrollLeft > 1,
    right: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
  }
}
