// expect: immediate-out-of-range
// bl reaches back at most 128 MiB
bl #-134217732
