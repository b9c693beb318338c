"""Layout as SwiftUI lays out (`/apps/layout`, a test app of coloured boxes, so fonts never matter):
each case compares element rectangles (`getBoundingClientRect`, found by `.accessibilityIdentifier`)
with the numbers SwiftUI's layout rules give, to within 1 px. The rule is written above each check."""

import pytest

from conftest import new_browser, open_app, wait

TOLERANCE = 1.0


@pytest.fixture(scope="module")
def page(server):
    browser = new_browser()
    # Tall enough that every case, lazy grids included, is on screen at once.
    browser.set_window_size(1000, 2600)
    open_app(browser, server, "layout")
    # The client lays grids out and picks ViewThatFits candidates in the animation frame after a frame.
    wait(browser).until(
        lambda d: d.execute_script("return !!document.querySelector('.sw-fits[data-fits-ready]')")
    )
    yield browser
    browser.quit()


def rect(page, name):
    box = page.execute_script(
        """
        const element = document.querySelector('[data-identifier="' + arguments[0] + '"]');
        if (!element) return null;
        const r = element.getBoundingClientRect();
        return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height};
        """,
        name,
    )
    assert box is not None, f"no element {name}"
    return box


def near(actual, expected):
    return abs(actual - expected) <= TOLERANCE


def centre(box):
    return ((box["left"] + box["right"]) / 2, (box["top"] + box["bottom"]) / 2)


def test_vstack_default_spacing_is_8(page):
    # VStack { a; b }: the default spacing between two views is 8 points.
    a, b = rect(page, "vs-a"), rect(page, "vs-b")
    assert near(b["top"] - a["bottom"], 8), (a, b)
    assert near(a["width"], 50) and near(a["height"], 20), a


def test_hstack_default_and_explicit_spacing(page):
    # HStack { a; b } is 8 apart; HStack(spacing: 12) puts exactly 12 between them.
    a, b = rect(page, "hs-a"), rect(page, "hs-b")
    assert near(b["left"] - a["right"], 8), (a, b)
    a, b = rect(page, "hs12-a"), rect(page, "hs12-b")
    assert near(b["left"] - a["right"], 12), (a, b)


def test_vstack_centres_its_children_by_default(page):
    # VStack's default alignment is .center: the narrow box's centre is the wide one's.
    wide, narrow = rect(page, "vc-wide"), rect(page, "vc-narrow")
    assert near(centre(narrow)[0], centre(wide)[0]), (wide, narrow)


def test_vstack_leading_and_trailing_alignment(page):
    # VStack(alignment: .leading) lines leading edges up; .trailing the trailing edges.
    wide, narrow = rect(page, "vl-wide"), rect(page, "vl-narrow")
    assert near(narrow["left"], wide["left"]), (wide, narrow)
    wide, narrow = rect(page, "vt-wide"), rect(page, "vt-narrow")
    assert near(narrow["right"], wide["right"]), (wide, narrow)


def test_hstack_centre_and_bottom_alignment(page):
    # HStack centres vertically by default; HStack(alignment: .bottom) lines the bottoms up.
    tall, short = rect(page, "hc-tall"), rect(page, "hc-short")
    assert near(centre(short)[1], centre(tall)[1]), (tall, short)
    tall, short = rect(page, "hb-tall"), rect(page, "hb-short")
    assert near(short["bottom"], tall["bottom"]), (tall, short)


def test_zstack_centres_and_aligns_top_leading(page):
    # ZStack centres its children by default; ZStack(alignment: .topLeading) puts them in the corner.
    big, small = rect(page, "zc-big"), rect(page, "zc-small")
    assert near(centre(small)[0], centre(big)[0]) and near(centre(small)[1], centre(big)[1]), (big, small)
    big, small = rect(page, "ztl-big"), rect(page, "ztl-small")
    assert near(small["left"], big["left"]) and near(small["top"], big["top"]), (big, small)


def test_a_divider_in_a_row_is_a_vertical_line_as_tall_as_the_row(page):
    # HStack(spacing: 0) { 20 × 30 box; Divider(); box }: the divider is a 1-point vertical line, 30 tall.
    a, divider, b = rect(page, "hd-a"), rect(page, "hd-divider"), rect(page, "hd-b")
    assert near(divider["width"], 1) and near(divider["height"], 30), divider
    assert near(divider["left"], a["right"]) and near(b["left"], divider["right"]), (a, divider, b)


def test_frame_aligns_its_content_bottom_trailing(page):
    # .frame(width: 200, height: 100, alignment: .bottomTrailing) around a 50 × 50 box: the frame is
    # 200 × 100 and the box sits in its bottom trailing corner, keeping its own size.
    frame, box = rect(page, "fa-frame"), rect(page, "fa-box")
    assert near(frame["width"], 200) and near(frame["height"], 100), frame
    assert near(box["width"], 50) and near(box["height"], 50), box
    assert near(box["right"], frame["right"]) and near(box["bottom"], frame["bottom"]), (frame, box)


def test_frame_centres_its_content_by_default(page):
    # A frame's default alignment is .center.
    frame, box = rect(page, "fc-frame"), rect(page, "fc-box")
    assert near(box["left"] - frame["left"], 75) and near(box["top"] - frame["top"], 25), (frame, box)


def test_an_infinite_max_width_takes_the_rest_of_the_row(page):
    # HStack(spacing: 0) { Color.red.frame(maxWidth: .infinity); 50-wide box }.frame(width: 300): the
    # flexible frame takes 300 - 50 = 250.
    flexible, fixed = rect(page, "fi-flex"), rect(page, "fi-fixed")
    assert near(flexible["width"], 250), flexible
    assert near(fixed["left"], flexible["right"]), (flexible, fixed)


def test_a_flexible_frame_aligns_its_content_leading(page):
    # .frame(maxWidth: .infinity, alignment: .leading) inside a 240-wide frame: 240 wide, the box at
    # its leading edge.
    container, frame, box = rect(page, "fl-container"), rect(page, "fl-frame"), rect(page, "fl-box")
    assert near(frame["width"], 240), frame
    assert near(box["left"], container["left"]) and near(box["width"], 30), (container, box)


def test_a_minimum_width_frame_is_at_least_that_wide(page):
    # .frame(minWidth: 80) around a 10-wide box is 80 wide, the box centred in it.
    frame, box = rect(page, "fm-frame"), rect(page, "fm-box")
    assert near(frame["width"], 80), frame
    assert near(centre(box)[0], centre(frame)[0]), (frame, box)


def test_fixed_size_takes_the_ideal_width(page):
    # .frame(idealWidth: 120, maxWidth: .infinity).fixedSize(horizontal: true, vertical: false): the
    # ideal width, 120, whatever the row offers; the flexible colour after it takes the other 180.
    fixed, rest = rect(page, "fs-fixed"), rect(page, "fs-rest")
    assert near(fixed["width"], 120), fixed
    assert near(rest["width"], 180), rest


def test_layout_priority_sizes_the_higher_priority_view_first(page):
    # Two frames (minWidth 50, maxWidth 250) in a 300-wide row: the one with .layoutPriority(1) is
    # offered what the other's minimum leaves, 250; the other gets its minimum, 50.
    high, low = rect(page, "lp-high"), rect(page, "lp-low")
    assert near(high["width"], 250), high
    assert near(low["width"], 50), low


def test_padding_on_one_edge(page):
    # .padding(.leading, 20) around a 50 × 50 box: 70 × 50, the box 20 from the leading edge.
    padded, box = rect(page, "pe-padded"), rect(page, "pe-box")
    assert near(padded["width"], 70) and near(padded["height"], 50), padded
    assert near(box["left"] - padded["left"], 20) and near(box["top"], padded["top"]), (padded, box)


def test_padding_with_edge_insets(page):
    # .padding(EdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)): 80 × 70, the box at (10, 5).
    padded, box = rect(page, "pi-padded"), rect(page, "pi-box")
    assert near(padded["width"], 80) and near(padded["height"], 70), padded
    assert near(box["left"] - padded["left"], 10) and near(box["top"] - padded["top"], 5), (padded, box)


def test_spacers_share_the_leftover_space_equally(page):
    # Three 20-wide boxes and two spacers in a 300-wide row (spacing 0): each spacer gets (300 - 60) / 2.
    a, b, c = rect(page, "sp-a"), rect(page, "sp-b"), rect(page, "sp-c")
    assert near(b["left"] - a["right"], 120), (a, b)
    assert near(c["left"] - b["right"], 120), (b, c)
    assert near(c["right"] - a["left"], 300), (a, c)


def test_a_spacer_keeps_its_minimum_length(page):
    # Spacer(minLength: 30) between two 150-wide boxes in a 300-wide row keeps 30 between them; a
    # plain Spacer() keeps its default minimum, 8.
    a, b = rect(page, "sm-a"), rect(page, "sm-b")
    assert near(b["left"] - a["right"], 30), (a, b)
    a, b = rect(page, "sd-a"), rect(page, "sd-b")
    assert near(b["left"] - a["right"], 8), (a, b)


def test_grid_columns_spans_and_full_width_views(page):
    # Grid(horizontalSpacing: 4, verticalSpacing: 4): three 40-wide columns. A cell with
    # .gridCellColumns(2) covers the first two columns (40 + 4 + 40 = 84); the next cell is in the
    # third column; a view outside any GridRow spans all three (40 × 3 + 4 × 2 = 128).
    c1, c2, c3 = rect(page, "g-r1c1"), rect(page, "g-r1c2"), rect(page, "g-r1c3")
    assert near(c2["left"] - c1["right"], 4) and near(c3["left"] - c2["right"], 4), (c1, c2, c3)
    span, r2c3 = rect(page, "g-span"), rect(page, "g-r2c3")
    assert near(span["left"], c1["left"]) and near(span["width"], 84), span
    assert near(span["top"] - c1["bottom"], 4), (c1, span)
    assert near(r2c3["left"], c3["left"]), (c3, r2c3)
    full = rect(page, "g-full")
    assert near(full["left"], c1["left"]) and near(full["width"], 128), full


def test_lazy_vgrid_fixed_columns(page):
    # LazyVGrid(columns: [.fixed(60), .fixed(40)]): cells 60 and 40 wide, line after line.
    cells = [rect(page, f"lvf-{i}") for i in range(4)]
    assert near(cells[0]["width"], 60) and near(cells[1]["width"], 40), cells
    assert near(cells[2]["left"], cells[0]["left"]) and cells[2]["top"] > cells[0]["bottom"], cells


def test_lazy_vgrid_flexible_columns_share_the_width(page):
    # Two .flexible() columns in a 208-wide frame, 8 apart: (208 - 8) / 2 = 100 each.
    a, b = rect(page, "lvx-0"), rect(page, "lvx-1")
    assert near(a["width"], 100) and near(b["width"], 100), (a, b)
    assert near(b["left"] - a["right"], 8), (a, b)


def test_lazy_vgrid_adaptive_columns_fit_as_many_as_the_width_allows(page):
    # .adaptive(minimum: 50) in 230 points with spacing 8: floor((230 + 8) / (50 + 8)) = 4 columns of
    # (230 - 3 × 8) / 4 = 51.5; the fifth cell starts the second line.
    cells = [rect(page, f"lva-{i}") for i in range(6)]
    assert all(near(cell["top"], cells[0]["top"]) for cell in cells[:4]), cells
    assert near(cells[0]["width"], 51.5), cells[0]
    assert cells[4]["top"] > cells[0]["bottom"] and near(cells[4]["left"], cells[0]["left"]), cells


def test_lazy_hgrid_fills_column_by_column(page):
    # LazyHGrid(rows: [.fixed(20), .fixed(30)], spacing: 6): cell 0 in the 20-high row, cell 1 below it
    # in the 30-high row (8 apart, the rows' default spacing), cell 2 in the next column, 6 further on.
    cells = [rect(page, f"lhg-{i}") for i in range(4)]
    assert near(cells[0]["height"], 20) and near(cells[1]["height"], 30), cells
    assert near(cells[1]["left"], cells[0]["left"]) and near(cells[1]["top"] - cells[0]["bottom"], 8), cells
    assert near(cells[2]["left"] - cells[0]["right"], 6) and near(cells[2]["top"], cells[0]["top"]), cells


def test_horizontal_scroll_view_and_lazy_hstack_lay_out_in_a_row(page):
    # ScrollView(.horizontal) puts its content in a row (8 apart); LazyHStack(spacing: 5) is 5 apart.
    a, b = rect(page, "sh-a"), rect(page, "sh-b")
    assert near(b["top"], a["top"]) and near(b["left"] - a["right"], 8), (a, b)
    a, b = rect(page, "lh-a"), rect(page, "lh-b")
    assert near(b["top"], a["top"]) and near(b["left"] - a["right"], 5), (a, b)


def test_position_centres_the_view_on_the_point(page):
    # .position(x: 50, y: 30) of a 20 × 20 box inside a 200 × 100 frame: its centre is at (50, 30),
    # so its corner is at (40, 20).
    frame, box = rect(page, "pos-frame"), rect(page, "pos-box")
    assert near(frame["width"], 200) and near(frame["height"], 100), frame
    assert near(box["left"] - frame["left"], 40) and near(box["top"] - frame["top"], 20), (frame, box)


def test_z_index_draws_the_view_on_top(page):
    # ZStack { red.zIndex(1); blue }: without the zIndex the later blue box would be on top.
    red = rect(page, "z-red")
    x, y = centre(red)
    top = page.execute_script(
        "return document.elementFromPoint(arguments[0], arguments[1]).closest('[data-identifier]')"
        ".getAttribute('data-identifier')",
        x,
        y,
    )
    assert top == "z-red", top


def test_safe_area_inset_sits_at_the_bottom_and_the_content_takes_the_rest(page):
    # Color.blue.safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 20) } in a 200 × 120
    # frame: the inset is 200 × 20 at the bottom; the content fills the 100 points above it.
    frame, content, inset = rect(page, "sai-frame"), rect(page, "sai-content"), rect(page, "sai-inset")
    assert near(inset["height"], 20) and near(inset["width"], 200), inset
    assert near(inset["bottom"], frame["bottom"]), (frame, inset)
    assert near(content["height"], 100) and near(content["top"], frame["top"]), (frame, content)


def test_view_that_fits_picks_the_second_child_when_the_first_is_too_wide(page):
    # ViewThatFits(in: .horizontal) in 150 points: the 300-wide first candidate does not fit, the
    # 100-wide second does and is the only one shown.
    narrow = rect(page, "fit-narrow")
    assert near(narrow["width"], 100), narrow
    shown = page.execute_script(
        "return getComputedStyle(document.querySelector('[data-identifier=\"fit-wide\"]')).display"
    )
    assert shown == "none", shown


def test_view_that_fits_keeps_the_first_child_when_it_fits(page):
    # A 100-wide first candidate fits in 150 points: it is shown, the second is not.
    first = rect(page, "fit1-first")
    assert near(first["width"], 100), first
    shown = page.execute_script(
        "return getComputedStyle(document.querySelector('[data-identifier=\"fit1-second\"]')).display"
    )
    assert shown == "none", shown


def test_view_that_fits_chooses_again_when_the_window_resizes(page):
    # A 600-wide candidate fits a 1000-wide window; at 500 the window offers less than 600, so the
    # 100-wide one is shown; wide again, the first comes back. (Restores the window for other cases.)
    def shown(d, name):
        return d.execute_script(
            "const e = document.querySelector('[data-identifier=\"' + arguments[0] + '\"]');"
            "return getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().width > 0",
            name,
        )

    assert shown(page, "fitw-wide") and not shown(page, "fitw-narrow")
    try:
        page.set_window_size(500, 2600)
        wait(page).until(lambda d: shown(d, "fitw-narrow") and not shown(d, "fitw-wide"))
    finally:
        page.set_window_size(1000, 2600)
    wait(page).until(lambda d: shown(d, "fitw-wide") and not shown(d, "fitw-narrow"))
