#pragma once
// PLACEHOLDER
