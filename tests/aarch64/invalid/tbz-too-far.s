// expect: immediate-out-of-range
// tbz reaches +/-32 KiB
tbz x0, #1, #32768
