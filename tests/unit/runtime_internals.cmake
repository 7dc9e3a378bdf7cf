# Tests of internal objects of the launch and copy paths (launch packets,
# recycling free lists, bulk copies): they link the runtime's objects
# statically.
list(APPEND OPENHIP_INTERNAL_TESTS launch_packet_test bulk_memory_test)
