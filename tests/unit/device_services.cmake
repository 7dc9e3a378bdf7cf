# Device services (printf formatter, heap, faults): the formatter test reaches
# the runtime's internal function, so it links the runtime objects statically.
list(APPEND OPENHIP_INTERNAL_TESTS device_printf_format_test)
