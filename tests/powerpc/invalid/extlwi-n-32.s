# expect: immediate-out-of-range
# extlwi n is a 5-bit field, so 32 is rejected even though it would be meaningful
extlwi 3, 4, 32, 0
