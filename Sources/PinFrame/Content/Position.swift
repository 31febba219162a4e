/// Whether an item is laid out in its container's flow (CSS `position`).
///
///     // A badge in the top right corner of an avatar, taking no room in its row:
///     let badge = StackItem(width: 12, height: 12, position: .absolute, offsets: Offsets(top: 0, right: 0))
///     let avatar = Frame(width: 48, height: 48)
///     Stack.horizontal().frames(for: [StackItem(width: 48), badge], in: avatar)[1].rect
///     // (x: 36, y: 0, width: 12, height: 12)
public enum Position: Hashable, Sendable {
    /// In the flow, then moved by its offsets: `left` (else minus `right`) across, `top`
    /// (else minus `bottom`) down; nothing else moves (CSS `relative`). Right to left,
    /// `right` wins when both are set.
    ///
    ///     StackItem(width: 20, offsets: Offsets(top: 5))   // 5 lower; its neighbours stay
    case relative
    /// Out of the flow (CSS `absolute`): its siblings are laid out as if it were not there.
    /// It is placed in its container's padding box (a grid item: in the area its lines
    /// name, the padding box on an axis whose lines are auto) by its offsets; sized by its
    /// width and height, else by two opposite offsets, else by its content. On an axis with
    /// neither offset set, it goes where the container's alignment would put it as the
    /// container's only item. Its frame is still a child of its container's.
    ///
    ///     StackItem(position: .absolute, offsets: Offsets(top: 0, left: 0, bottom: 0, right: 0))
    ///     // fills the container's padding box
    case absolute
}
