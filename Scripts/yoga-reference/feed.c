// The LayoutFrameworkBenchmark feed cell as FlexLayout builds it, with Yoga's C API: every
// leaf sized (labels 120 x 20, like/comment/share 80 x 20, images 50 x 50), 375 wide, scale 2.
#include <yoga/Yoga.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static YGNodeRef leaf(YGConfigRef c, float w, float h) {
    YGNodeRef n = YGNodeNewWithConfig(c);
    YGNodeStyleSetWidth(n, w);
    YGNodeStyleSetHeight(n, h);
    return n;
}
static YGNodeRef box(YGConfigRef c, YGFlexDirection d) {
    YGNodeRef n = YGNodeNewWithConfig(c);
    YGNodeStyleSetFlexDirection(n, d);
    return n;
}
static void add(YGNodeRef p, YGNodeRef c) { YGNodeInsertChild(p, c, YGNodeGetChildCount(p)); }

static YGNodeRef build(YGConfigRef c) {
    YGNodeRef content = box(c, YGFlexDirectionColumn);
    YGNodeStyleSetPadding(content, YGEdgeAll, 8);
    YGNodeRef header = box(c, YGFlexDirectionRow);
    YGNodeStyleSetJustifyContent(header, YGJustifySpaceBetween);
    add(header, leaf(c, 120, 20)); add(header, leaf(c, 120, 20));
    add(content, header);
    YGNodeRef poster = box(c, YGFlexDirectionRow);
    YGNodeStyleSetAlignItems(poster, YGAlignCenter);
    YGNodeRef image = leaf(c, 50, 50); YGNodeStyleSetMargin(image, YGEdgeRight, 8); add(poster, image);
    YGNodeRef text = box(c, YGFlexDirectionColumn); YGNodeStyleSetFlexGrow(text, 1);
    add(text, leaf(c, 120, 20)); add(text, leaf(c, 120, 20)); add(text, leaf(c, 120, 20));
    add(poster, text);
    add(content, poster);
    add(content, leaf(c, 120, 20));
    YGNodeRef contentImage = YGNodeNewWithConfig(c); YGNodeStyleSetAspectRatio(contentImage, 350.0f / 200.0f);
    add(content, contentImage);
    add(content, leaf(c, 120, 20)); add(content, leaf(c, 120, 20));
    YGNodeRef actions = box(c, YGFlexDirectionRow);
    YGNodeStyleSetJustifyContent(actions, YGJustifySpaceBetween); YGNodeStyleSetMargin(actions, YGEdgeTop, 4);
    add(actions, leaf(c, 80, 20)); add(actions, leaf(c, 80, 20)); add(actions, leaf(c, 80, 20));
    add(content, actions);
    YGNodeRef actor = box(c, YGFlexDirectionRow); YGNodeStyleSetMargin(actor, YGEdgeTop, 2);
    YGNodeRef actorImage = leaf(c, 50, 50); YGNodeStyleSetMargin(actorImage, YGEdgeRight, 8); add(actor, actorImage);
    YGNodeRef comment = leaf(c, 120, 20); YGNodeStyleSetFlexGrow(comment, 1); add(actor, comment);
    add(content, actor);
    return content;
}

int main(int argc, char **argv) {
    const char *mode = argv[1]; long n = atol(argv[2]);
    YGConfigRef c = YGConfigNew();
    YGConfigSetPointScaleFactor(c, 2);
    double sum = 0;
    if (strcmp(mode, "build") == 0) {
        for (long i = 0; i < n; i++) {
            YGNodeRef root = build(c);
            YGNodeCalculateLayout(root, 375, YGUndefined, YGDirectionLTR);
            sum += YGNodeLayoutGetHeight(root);
            YGNodeFreeRecursive(root);
        }
    } else {
        YGNodeRef root = build(c);
        YGNodeRef header = YGNodeGetChild(root, 0);
        YGNodeRef action = YGNodeGetChild(header, 0);
        for (long i = 0; i < n; i++) {
            // A change at a leaf: its ancestors are laid out again.
            YGNodeStyleSetWidth(action, (i & 1) ? 120 : 121);
            YGNodeCalculateLayout(root, 375, YGUndefined, YGDirectionLTR);
            sum += YGNodeLayoutGetHeight(root);
        }
        printf("height %f, content image %f x %f\n", YGNodeLayoutGetHeight(root),
               YGNodeLayoutGetWidth(YGNodeGetChild(root, 3)), YGNodeLayoutGetHeight(YGNodeGetChild(root, 3)));
    }
    printf("%f\n", sum);
    return 0;
}
