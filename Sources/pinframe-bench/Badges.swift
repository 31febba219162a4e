import PinFrame

// MARK: stack-badges: the feedflex cell with the rest of flexbox, as a tree

/// The feedflex cell as one tree, as a FlexLayout user writes it with the fields beyond
/// points: the poster's avatar is a container holding an absolute badge in its top right
/// corner (`position(.absolute).top(-4).right(-4)`), and the like/comment/share row starts
/// its items at the left with an auto left margin pushing the last to the end
/// (`marginLeft(.auto)`) instead of spacing them apart. Built and laid out every layout, the
/// items made inside the timed function as a render loop makes them.
@inline(never)
func stackBadgesTree(_ state: inout FeedFlexState) {
    let cell = state.cell
    let avatar = Stack.vertical()
    let actions = Stack.horizontal()
    let tree = LayoutTree(cell.content) { content in
        content.add(cell.header, as: cell.rows[0]) { header in
            for item in cell.headerItems { header.add(item) }
        }
        content.add(cell.poster, as: cell.rows[1]) { poster in
            poster.add(avatar, as: cell.posterItems[0]) { avatar in
                avatar.add(StackItem(width: 12, height: 12, position: .absolute, offsets: Offsets(top: -4, right: -4)))
            }
            poster.add(cell.posterText, as: cell.posterItems[1]) { text in
                for item in cell.posterTextItems { text.add(item) }
            }
        }
        for row in 2...5 { content.add(cell.rows[row]) }
        content.add(actions, as: cell.rows[6]) { actions in
            actions.add(StackItem(width: 80, height: 20))
            actions.add(StackItem(width: 80, height: 20, margin: EdgeInsets(top: 0, left: 8, bottom: 0, right: 0)))
            actions.add(StackItem(width: 80, height: 20, autoMargins: .left))
        }
        content.add(cell.actor, as: cell.rows[7]) { actor in
            for item in cell.actorItems { actor.add(item) }
        }
    }
    let frames = tree.frames(in: Frame(x: 0, y: 0, width: 375, height: 0, in: cell.root), wrapping: .vertically)
    state.height = frames[0].rect.height
    // The badge (node 6) and the last action (node 18).
    state.rects[0] = frames[6].rect
    state.rects[1] = frames[18].rect
}

let stackBadgesKernel: Kernel = { stackBadgesTree(&$0.assumingMemoryBound(to: FeedFlexState.self).pointee) }
