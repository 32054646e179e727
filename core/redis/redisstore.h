#pragma once
// PLACEHOLDER: the Redis store (issue 3)
