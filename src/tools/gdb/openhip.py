# OpenHIP's gdb helpers for kernels built with `hipcc -g -O0` (or -G); see
# docs/debugging.md.   (gdb) source <prefix>/share/openhip/gdb/openhip.py
#
# A kernel runs on the CPU: each block runs on one worker thread, the
# work-items of the block one after another. In a stopped kernel, threadIdx,
# blockIdx, blockDim and gridDim are ordinary (thread-local) variables:
#   (gdb) print threadIdx.x
#   (gdb) break saxpy.hip:12 if threadIdx.x == 5 && blockIdx.x == 1
# The commands below add:
#   hip thread                 the block and work-item the selected thread is running
#   hip kernels                the kernels whose symbols gdb has loaded
#   hip break FILE:LINE [X [Y [Z]]] [block BX [BY [BZ]]]
#                              breakpoints on every copy of the line's code (the
#                              lowering may duplicate a kernel's code; plain
#                              `break` takes one copy), only in that work-item
# and print the work-item each time the program stops in a kernel
# (`set hip-stop-report off` turns that off).
import re

import gdb

BLOCK_FUNCTION_PREFIX = "__openhip_block."


def kernel_frame():
    """The kernel's frame of the selected thread (the kernel is inlined into its
    block function, named __openhip_block.<kernel>), or None."""
    try:
        frame = gdb.selected_frame()
    except gdb.error:
        return None
    newer = None
    while frame is not None:
        if (frame.name() or "").startswith(BLOCK_FUNCTION_PREFIX):
            return newer if newer is not None and newer.type() == gdb.INLINE_FRAME else frame
        newer = frame
        frame = frame.older()
    return None


def uint3(name):
    value = gdb.parse_and_eval(name)
    return tuple(int(value[field]) for field in ("x", "y", "z"))


def work_item(frame):
    """(blockIdx, threadIdx, gridDim, blockDim) as the kernel of `frame` sees them."""
    selected = gdb.selected_frame()
    try:
        frame.select()
        return tuple(uint3(name) for name in ("blockIdx", "threadIdx", "gridDim", "blockDim"))
    finally:
        selected.select()


def describe(frame):
    block, thread, grid, block_dim = work_item(frame)
    name = frame.name() or "?"
    return "kernel %s: block (%d, %d, %d) of grid (%d, %d, %d), thread (%d, %d, %d) of block (%d, %d, %d)" % (
        (name,) + block + grid + thread + block_dim)


class HipPrefix(gdb.Command):
    """OpenHIP commands: hip thread, hip kernels, hip break."""

    def __init__(self):
        super().__init__("hip", gdb.COMMAND_USER, prefix=True)


class HipThread(gdb.Command):
    """Print the block and work-item the selected thread is running."""

    def __init__(self):
        super().__init__("hip thread", gdb.COMMAND_USER)

    def invoke(self, argument, from_tty):
        frame = kernel_frame()
        if frame is None:
            print("The selected thread is not running a kernel.")
            return
        try:
            print(describe(frame))
        except gdb.error as error:
            print("No work-item information (compile with hipcc -g -O0 or -G): %s" % error)


class HipKernels(gdb.Command):
    """List the kernels whose symbols gdb has loaded."""

    def __init__(self):
        super().__init__("hip kernels", gdb.COMMAND_USER)

    def invoke(self, argument, from_tty):
        listing = gdb.execute("info functions ^__openhip_block\\.", to_string=True)
        names = sorted(set(re.findall(r"__openhip_block\.([^\s(;]+)", listing)))
        if not names:
            print("No kernels found (are the program's symbols loaded?).")
        for name in names:
            print(gdb.execute("demangle %s" % name, to_string=True).strip() if name.startswith("_Z") else name)


def line_addresses(location):
    """Every address where code of LOCATION's line starts. The lowering may
    keep several copies of a kernel line (the first work-item's, a narrowed
    loop's), and gdb's `break FILE:LINE` picks one of them."""
    _, sals = gdb.decode_line(location)
    addresses = set()
    for sal in sals or ():
        if sal.symtab is None:
            continue
        previous_line = None
        for entry in sorted(sal.symtab.linetable(), key=lambda entry: entry.pc):
            if entry.line == sal.line and previous_line != sal.line:
                addresses.add(entry.pc)
            previous_line = entry.line
    return sorted(addresses)


class HipBreak(gdb.Command):
    """hip break LOCATION [X [Y [Z]]] [block BX [BY [BZ]]]
Stop at every copy of LOCATION's code (FILE:LINE), only in work-item
(X, Y, Z) of block (BX, BY, BZ) when they are given."""

    def __init__(self):
        super().__init__("hip break", gdb.COMMAND_BREAKPOINTS)

    def invoke(self, argument, from_tty):
        words = gdb.string_to_argv(argument)
        if not words:
            raise gdb.GdbError("usage: hip break LOCATION [X [Y [Z]]] [block BX [BY [BZ]]]")
        location, rest = words[0], words[1:]
        block = []
        if "block" in rest:
            index = rest.index("block")
            rest, block = rest[:index], rest[index + 1:]
        conditions = ["threadIdx.%s == %d" % (axis, int(value)) for axis, value in zip("xyz", rest)]
        conditions += ["blockIdx.%s == %d" % (axis, int(value)) for axis, value in zip("xyz", block)]
        request = (location, " && ".join(conditions))
        if gdb.selected_inferior().pid == 0:
            # A position-independent program has no final addresses before it
            # runs: set the breakpoints when its libraries are loaded.
            pending_breaks.append(request)
            print("hip break: %s, set when the program starts" % location)
            return
        if not place_breakpoints(*request):
            raise gdb.GdbError("no code for %s (is the program built with hipcc -g?)" % location)


pending_breaks = []


def place_breakpoints(location, condition):
    """Breakpoints at every copy of LOCATION's code; False if it has none yet."""
    try:
        addresses = line_addresses(location)
    except gdb.error:
        return False
    if not addresses:
        return False
    for address in addresses:
        breakpoint = gdb.Breakpoint("*0x%x" % address)
        if condition:
            breakpoint.condition = condition
    print("hip break: %s at %d place%s%s" % (location, len(addresses), "" if len(addresses) == 1 else "s",
                                             (" if " + condition) if condition else ""))
    return True


def on_new_objfile(event):
    if gdb.selected_inferior().pid == 0:
        return
    for request in list(pending_breaks):
        if place_breakpoints(*request):
            pending_breaks.remove(request)


class HipStopReport(gdb.Parameter):
    """Whether gdb prints the work-item when the program stops in a kernel."""

    set_doc = "Set whether stops in kernels print the block and work-item."
    show_doc = "Show whether stops in kernels print the block and work-item."

    def __init__(self):
        super().__init__("hip-stop-report", gdb.COMMAND_DATA, gdb.PARAM_BOOLEAN)
        self.value = True


def on_stop(event):
    if not stop_report.value:
        return
    frame = kernel_frame()
    if frame is None:
        return
    try:
        print("[OpenHIP] " + describe(frame))
    except gdb.error:
        pass


HipPrefix()
HipThread()
HipKernels()
HipBreak()
stop_report = HipStopReport()
gdb.events.stop.connect(on_stop)
gdb.events.new_objfile.connect(on_new_objfile)
