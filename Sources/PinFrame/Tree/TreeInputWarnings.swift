// The warnings a tree gives for numbers it sets aside: each container's and each child's,
// by the rules of a stack or a grid laid out alone, named by node id
// (`LayoutTree[12].StackItem.width(-5)`). Worked out only when someone listens.

extension TreeBuffers {
    func inputWarnings(containerSize: Size?) -> [LayoutWarning] {
        var check = InputCheck(owner: .container)
        if let containerSize {
            check.size(containerSize.width, "width", instead: "0")
            check.size(containerSize.height, "height", instead: "0")
        }
        for id in 0..<nodes.count {
            let node = nodes[id]
            let (stackItems, gridItems) = (node.stackItems, node.gridItems)
            let ids = childIDs.elements[Int(node.idsStart)..<Int(node.idsStart + node.childCount)]
            switch node.kind {
            case .leaf, .measured:
                continue
            case .stack:
                check.owner = .node(id, "Stack")
                stacks[node.containerIndex].checkNumbers(&check)
                for (offset, child) in ids.enumerated() where !stackItems[offset].numbersAreUsable {
                    check.owner = .node(Int(child), "StackItem")
                    check.item(stackItems[offset])
                }
            case .grid:
                check.owner = .node(id, "Grid")
                grids[node.containerIndex].checkNumbers(&check)
                for (offset, child) in ids.enumerated() where !gridItems[offset].isAsWritten {
                    check.owner = .node(Int(child), "GridItem")
                    check.item(gridItems[offset])
                }
            }
        }
        return check.warnings
    }
}
