// expect: immediate-out-of-range
// cbz reaches +/-1 MiB
cbz x0, #-1048580
